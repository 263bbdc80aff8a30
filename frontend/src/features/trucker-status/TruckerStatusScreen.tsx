import { Alert, Card } from 'antd';
import type { TruckerBoard } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { SummaryCards, type SummaryFigure } from '../../components/SummaryCards';
import { formatMoney } from '../../components/valueFormat';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess, viewOnlyReason } from '../../lib/commandAccess';
import { useGetTruckerBoardQuery } from '../../resources/truckerBoard';
import { TruckerTable } from './components/TruckerTable';

function boardFigures(summary: TruckerBoard['summary'] | undefined): SummaryFigure[] {
  return [
    { title: 'Trucks Waiting', value: summary?.waiting },
    { title: 'Ready to Release', value: summary?.readyToRelease },
    { title: 'Released Today', value: summary?.releasedToday },
    { title: 'Late Fees on board', value: summary && formatMoney(summary.lateFeesOnBoard) },
  ];
}

/** docs/product.md §2.11: the Trucker Status Board, from the real POs, kept current by the pushes. */
export function TruckerStatusScreen() {
  const access = useCommandAccess();
  const board = useGetTruckerBoardQuery();
  const releaseBlockedReason = viewOnlyReason(access, 'release drivers');

  return (
    <>
      <PageHeading title="Trucker Status Board" description="Trucks on site and those released today. Release a driver once their shipment is completed." />
      {/* The disabled Release buttons give the same reason. */}
      <ViewOnlyNotice access={access} action="release drivers" hint={null} />
      <SummaryCards label="Trucker figures" figures={boardFigures(board.data?.summary)} loading={board.isLoading} />
      <Card title="Truckers">
        {board.error && !board.data ? (
          <Alert type="error" showIcon title="The trucker board could not be loaded." description={board.error.message} />
        ) : (
          <TruckerTable truckers={board.data?.truckers} loading={board.isLoading} releaseBlockedReason={releaseBlockedReason} />
        )}
      </Card>
    </>
  );
}
