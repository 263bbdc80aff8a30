import { useEffect } from 'react';
import type { MyAssignment } from '@dockflow/contracts';
import { notifyBrowser } from '../../lib/browserNotification';
import { onCrewInstructionsReceived } from '../../lib/livePushes';
import { toast } from '../../lib/toast';

export const instructionsAlertTitle = ({ tmpNumber, otrDoorAssignment }: MyAssignment) =>
  `Instructions for ${tmpNumber}${otrDoorAssignment ? ` at ${otrDoorAssignment}` : ''}`;

/**
 * docs/product.md §8.4: instructions sent to the signed-in crew member (the server pushes them to them
 * only) show a toast on any screen and, when the browser allows it, a system notification.
 */
export function useInstructionsAlerts(): void {
  useEffect(
    () =>
      onCrewInstructionsReceived((assignment) => {
        const title = instructionsAlertTitle(assignment);
        toast({ title, description: 'Open My Assignments to read them.' });
        notifyBrowser(title, assignment.instructions ?? '', `instructions:${assignment.assignmentId}`);
      }),
    [],
  );
}
