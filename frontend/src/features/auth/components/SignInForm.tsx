import { TOASTS, VALIDATION, type LoginRequest } from '@dockflow/contracts';
import type { FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useSignInMutation } from '../api/authApi';
import { required } from '../form/rules';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { useFieldsForm } from '../form/useFieldsForm';

const EMPTY: LoginRequest = { username: '', password: '' };
const RULES = {
  username: [required(VALIDATION.loginUsernameRequired, { ignoringSpaces: true })],
  password: [required(VALIDATION.loginPasswordRequired)],
};

export function SignInForm() {
  const { values, errors, change, validate, showServerErrors } = useFieldsForm(EMPTY, RULES);
  const [signIn, { isLoading }] = useSignInMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !validate()) return;
    try {
      await signIn(values).unwrap();
      toast(TOASTS.welcomeBack);
    } catch (error) {
      showServerErrors(error);
      toast({ ...TOASTS.loginFailed, variant: 'destructive' });
    }
  };

  return (
    <form name="sign-in" className="plain-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField form="sign-in" name="username" label="Username" value={values.username} onChange={(value) => change('username', value)} errors={errors.username} autoComplete="username" />
      <TextField
        form="sign-in"
        name="password"
        label="Password"
        type="password"
        value={values.password}
        onChange={(value) => change('password', value)}
        errors={errors.password}
        autoComplete="current-password"
      />
      <SubmitButton pending={isLoading}>{isLoading ? 'Signing in...' : 'Sign In'}</SubmitButton>
    </form>
  );
}
