import { Alert, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { isHttpError } from '../../../lib/http';

interface QueryState<Data> {
  data?: Data;
  isLoading: boolean;
  error?: unknown;
}

interface QueryCardProps<Data> {
  title: string;
  query: QueryState<Data>;
  children: (data: Data) => ReactNode;
}

/** A section of the shipment page: its data once loaded, a skeleton before, the failure if it could not be loaded. */
export function QueryCard<Data>({ title, query, children }: QueryCardProps<Data>) {
  const content = () => {
    if (query.data !== undefined) return children(query.data);
    if (query.isLoading) return <Skeleton active />;
    return <Alert type="error" showIcon title={`${title} could not be loaded.`} description={isHttpError(query.error) ? query.error.message : undefined} />;
  };
  return (
    <Card title={title} size="small" className="shipment-section">
      {content()}
    </Card>
  );
}
