-- The dashboard stats SQL before the counters (commit f082f1a), kept to check the answers did not change.
-- $1 = the site time zone.
with bounds as (select (date_trunc('day', now() at time zone $1) at time zone $1) as today_start)
  select
    (select count(*) from shipments where workflow_step not in ('pending', 'completed'))::int as active,
    (select count(*) from shipments s
      where s.workflow_step <> 'pending'
        and (s.actual_completion is null or s.actual_completion > now() - interval '1 day')
        and exists (select 1 from domain_events e where e.shipment_id = s.id and e.type = 'ContainerCheckedIn'
                    and e.occurred_at <= now() - interval '1 day'))::int as active_yesterday,
    (select count(*) from purchase_orders where check_in_time is not null and released_at is null)::int as trucks_in_queue,
    (select count(*) from shipments where workflow_step = 'loading')::int as loading,
    (select count(*) from shipments, bounds where actual_completion >= bounds.today_start)::int as completed_today,
    (select round(avg(extract(epoch from released_at - check_in_time) / 60))::int from purchase_orders, bounds
      where released_at >= bounds.today_start and check_in_time is not null) as average_wait_minutes,
    (select round(avg(progress_percentage))::int from shipments where workflow_step = 'loading') as average_loading_progress,
    (select round(100.0 * count(*) filter (where actual_completion <= estimated_completion) / nullif(count(*), 0))::int
      from shipments where actual_completion >= now() - interval '7 days' and estimated_completion is not null) as on_time_rate
