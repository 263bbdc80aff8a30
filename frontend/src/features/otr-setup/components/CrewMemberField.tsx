import { Form, Select } from 'antd';
import type { CrewFunction } from '@dockflow/contracts';
import { useListCrewMembersQuery } from '../../../resources/crewMembers';

interface CrewMemberFieldProps {
  name: 'otrDriverId' | 'forkliftOperatorId';
  label: string;
  crewFunction: CrewFunction;
  /** "OTR drivers": for the placeholder and for saying none are set up. */
  plural: string;
  requiredMessage: string;
}

/** A required picker of the users marked with one crew function (docs/product.md §6.3). */
export function CrewMemberField({ name, label, crewFunction, plural, requiredMessage }: CrewMemberFieldProps) {
  const members = useListCrewMembersQuery(crewFunction);
  const noneSetUp = members.isSuccess && members.data.length === 0;
  const noneText = `No ${plural} are set up yet. An admin marks users as ${plural} in User Management.`;

  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message: requiredMessage }]} extra={noneSetUp ? noneText : undefined}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={members.isLoading}
        placeholder={noneSetUp ? `No ${plural} are set up yet` : `Select from the ${plural}`}
        notFoundContent={members.isError ? `The ${plural} could not be loaded` : `No ${plural} are set up yet`}
        options={members.data?.map((member) => ({ value: member.id, label: member.name }))}
      />
    </Form.Item>
  );
}
