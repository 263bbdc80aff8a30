import { PageHeading } from './PageHeading';

/** A screen a later release builds: its title and nothing pretending to work. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return <PageHeading title={title} description="This screen is not available yet." />;
}
