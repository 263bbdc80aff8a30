import { TOASTS, VALIDATION, type RegisterRequest } from '@dockflow/contracts';
import type { FormEvent } from 'react';
import { toastFailure } from '../../../lib/commandFailure';
import { toast } from '../../../lib/toast';
import { useRegisterMutation } from '../api/authApi';
import { email, minLength, required } from '../form/rules';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { useFieldsForm } from '../form/useFieldsForm';

const EMPTY: Required<RegisterRequest> = { firstName: '', lastName: '', username: '', email: '', password: '' };
const RULES = {
  username: [required(VALIDATION.loginUsernameRequired, { ignoringSpaces: true }), minLength(3, VALIDATION.usernameMin)],
  email: [email(VALIDATION.emailInvalid)],
  password: [required(VALIDATION.loginPasswordRequired), minLength(6, VALIDATION.passwordMin)],
};

export function RegisterForm() {
  const { values, errors, change, validate, showServerErrors } = useFieldsForm(EMPTY, RULES);
  const [register, { isLoading }] = useRegisterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !validate()) return;
    try {
      await register(values).unwrap();
      toast(TOASTS.accountCreated);
    } catch (error) {
      showServerErrors(error);
      toastFailure(error, { title: TOASTS.registrationFailed.title, description: TOASTS.registrationFailed.fallback }, 'all');
    }
  };

  const field = (name: keyof RegisterRequest) => ({ form: 'register', name, value: values[name], errors: errors[name], onChange: (value: string) => change(name, value) });

  // noValidate: the browser's own bubbles (type="email") would cover the form's messages.
  return (
    <form name="register" className="plain-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="plain-form-row">
        <TextField {...field('firstName')} label="First Name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" />
      </div>
      <TextField {...field('username')} label="Username" autoComplete="username" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" />
      <SubmitButton pending={isLoading}>{isLoading ? 'Creating account...' : 'Create Account'}</SubmitButton>
    </form>
  );
}
