import { Query } from '@nestjs/cqrs';
import type { DisplayBoard } from '@dockflow/contracts';
import type { DisplayDevice } from '../../../../common/auth/display-device.js';

export class DisplayBoardQuery extends Query<DisplayBoard> {
  constructor(readonly display: DisplayDevice) {
    super();
  }
}
