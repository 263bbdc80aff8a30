import { Button, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { PublicUser } from '@dockflow/contracts';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast';
import { ProfileFields } from '../../../components/account/ProfileFields';
import { PROFILE_FIELDS, profileFormValues, toProfileChanges, type ProfileFormValues } from '../../../components/account/profileForm';
import { toastFailure } from '../../../lib/commandFailure';
import { useUpdateUserMutation } from '../../../resources/users';

interface ProfileInfoFormProps {
  user: PublicUser;
  /** The signed-in person's own profile, rather than an admin editing someone else's. */
  ownAccount: boolean;
}

/** Username, email and names (docs/product.md §17.15, §17.16), saved with PUT /api/users/{id}. */
export function ProfileInfoForm({ user, ownAccount }: ProfileInfoFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();

  const submit = async (values: ProfileFormValues) => {
    try {
      const saved = await updateUser({ id: user.id, changes: toProfileChanges(values) }).unwrap();
      form.setFieldsValue(profileFormValues(saved));
      toast({ title: 'Profile Updated', description: ownAccount ? 'Your details are saved.' : `The details of ${saved.username} are saved.` });
    } catch (error) {
      showServerFieldErrors(form, error, PROFILE_FIELDS);
      toastFailure(error, { title: 'Error', description: 'Failed to update profile.' }, 'all');
    }
  };

  return (
    <Form form={form} name="profile" layout="vertical" initialValues={profileFormValues(user)} onFinish={submit}>
      <ProfileFields ownAccount={ownAccount} />
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </Form>
  );
}
