import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';

/** docs/product.md §2.16: the profile's way back to the dashboard. */
export function BackLink({ primary = false }: { primary?: boolean }) {
  return (
    <ButtonLink to="/" type={primary ? 'primary' : 'link'} icon={<ArrowLeftOutlined aria-hidden="true" />}>
      Back
    </ButtonLink>
  );
}
