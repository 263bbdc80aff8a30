import type { MyAssignment } from '@dockflow/contracts';

/** As the server lists them: active shipments first, then the most recently sent. */
const byActiveThenSent = (a: MyAssignment, b: MyAssignment) => Number(b.active) - Number(a.active) || b.sentAt.localeCompare(a.sentAt);

/** Adds or replaces an assignment, keeping the server's order. */
export function upsertMyAssignment(assignments: MyAssignment[], assignment: MyAssignment): MyAssignment[] {
  return [...assignments.filter((known) => known.assignmentId !== assignment.assignmentId), assignment].sort(byActiveThenSent);
}
