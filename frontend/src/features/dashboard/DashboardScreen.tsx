import { useState } from 'react';
import type { Shipment } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { PlainErrorAlert } from '../../components/plain/PlainAlert';
import { PlainCard } from '../../components/plain/PlainCard';
import { ShipmentQrDialog } from '../../components/ShipmentQrDialog';
import { SummaryCards } from '../../components/SummaryCards';
import { exportShipments } from '../../components/shipmentsExport';
import { useCommandAccess, viewOnlyReason } from '../../lib/commandAccess';
import { toast } from '../../lib/toast';
import { isHttpError } from '../../lib/http';
import { useGetDashboardStatsQuery } from './api/dashboardStatsApi';
import { useListShipmentsQuery } from '../../resources/shipmentList';
import { ActiveShipmentsTable, type ShipmentSort } from './components/ActiveShipmentsTable';
import { LastUpdated } from './components/LastUpdated';
import { ShipmentFilterBar } from './components/ShipmentFilterBar';
import { ShipmentPager } from './components/ShipmentPager';
import { dashboardFigures } from './dashboardFigures';
import { PAGE_SIZE } from './dashboardPrefetch';
import { ALL_SHIPMENTS, shipmentSearch, type ShipmentChoice } from './shipmentFilters';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const SEARCH_DELAY_MS = 300;

/** The list page being shown; any change of filters goes back to page 1. */
function usePageOf(filtersKey: string) {
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ filtersKey, page: next })] as const;
}

export function DashboardScreen() {
  const access = useCommandAccess();
  const [searchText, setSearchText] = useState('');
  const typedSearch = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  // A cleared search applies at once: only typing waits for a pause.
  const search = searchText === '' ? '' : typedSearch;
  const [choice, setChoice] = useState<ShipmentChoice>(ALL_SHIPMENTS);
  const filters = shipmentSearch(choice, search);
  const [sort, setSort] = useState<ShipmentSort>({});
  const [page, setPage] = usePageOf(JSON.stringify({ filters, sort }));
  const [qrShipment, setQrShipment] = useState<Shipment | null>(null);
  // Busy while a refresh someone asked for runs, not while a push's refetch does: those come every second on a
  // busy floor, and one running as the page hydrates the server's drawing would not match it.
  const [refreshing, setRefreshing] = useState(false);

  const list = useListShipmentsQuery({ ...filters, ...sort, page, pageSize: PAGE_SIZE });
  const stats = useGetDashboardStatsQuery();

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([list.refetch().unwrap(), stats.refetch().unwrap()]);
      toast({ title: 'Dashboard Refreshed', description: 'Figures and shipments are up to date.' });
    } catch (error) {
      toast({ title: 'Refresh Failed', description: isHttpError(error) ? error.message : undefined, variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };

  const clear = () => {
    setSearchText('');
    setChoice(ALL_SHIPMENTS);
  };

  return (
    <>
      <PageHeading title="Operations Dashboard" description={stats.data && <LastUpdated generatedAt={stats.data.generatedAt} />} />
      {stats.error && !stats.data ? (
        <PlainErrorAlert className="screen-notice" title="The figures could not be loaded." description={stats.error.message} />
      ) : (
        <SummaryCards label="Dashboard figures" figures={dashboardFigures(stats.data)} loading={stats.isLoading} />
      )}
      <PlainCard title="Active Shipments">
        <ShipmentFilterBar
          searchText={searchText}
          onSearchText={setSearchText}
          choice={choice}
          onChoice={setChoice}
          refreshing={refreshing}
          onRefresh={() => void refresh()}
          onClear={clear}
          onExport={() => exportShipments(filters)}
        />
        {list.error && !list.data ? (
          <PlainErrorAlert title="Shipments could not be loaded." description={list.error.message} />
        ) : (
          <>
            <ActiveShipmentsTable
              shipments={list.data?.shipments}
              sort={sort}
              onSort={setSort}
              loading={list.isLoading}
              switching={list.isFetching && list.currentData === undefined}
              onShowQr={setQrShipment}
              editBlockedReason={viewOnlyReason(access, 'edit shipments')}
            />
            {list.data && (
              <ShipmentPager shown={list.data.shipments.length} total={list.data.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
            )}
          </>
        )}
      </PlainCard>
      <ShipmentQrDialog shipment={qrShipment} onClose={() => setQrShipment(null)} />
    </>
  );
}
