import { Tag } from 'antd';
import { CREW_FUNCTION_LABELS, type CrewFunction } from '@dockflow/contracts';
import { NOT_SET } from '../../lib/format';

/** The crew functions (docs/product.md §6.3) a user is marked for, one tag each. */
export function CrewFunctionTags({ crewFunctions }: { crewFunctions: readonly CrewFunction[] }) {
  if (crewFunctions.length === 0) return <>{NOT_SET}</>;
  return (
    <>
      {crewFunctions.map((crewFunction) => (
        <Tag key={crewFunction} color="blue">
          {CREW_FUNCTION_LABELS[crewFunction]}
        </Tag>
      ))}
    </>
  );
}
