import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261121120000_bench_indexes } from './Migration20261121120000_bench_indexes.js';
import { Migration20261121180000_counter_trigger_conditions } from './Migration20261121180000_counter_trigger_conditions.js';
import { Migration20261123000000_open_eta_index } from './Migration20261123000000_open_eta_index.js';
import { Migration20261124000000_idempotency_keys } from './Migration20261124000000_idempotency_keys.js';
import { Migration20261126000000_case_insensitive_identifiers } from './Migration20261126000000_case_insensitive_identifiers.js';
import { Migration20261127000000_shipment_search } from './Migration20261127000000_shipment_search.js';
import { Migration20261129000000_wall_displays } from './Migration20261129000000_wall_displays.js';
import { Migration20261129120000_push_subscriptions } from './Migration20261129120000_push_subscriptions.js';
import { Migration20261201000000_crew_opened_instructions } from './Migration20261201000000_crew_opened_instructions.js';
import { Migration20261212000000_list_step_indexes } from './Migration20261212000000_list_step_indexes.js';
import { Migration20261213000000_drop_case_sensitive_unique_keys } from './Migration20261213000000_drop_case_sensitive_unique_keys.js';
import { Migration20261214000000_drop_unused_indexes } from './Migration20261214000000_drop_unused_indexes.js';

/** Every migration, in order. Listed explicitly so the compiled app and the tests run the same set. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121120000_bench_indexes', class: Migration20261121120000_bench_indexes },
  { name: 'Migration20261121180000_counter_trigger_conditions', class: Migration20261121180000_counter_trigger_conditions },
  { name: 'Migration20261123000000_open_eta_index', class: Migration20261123000000_open_eta_index },
  { name: 'Migration20261124000000_idempotency_keys', class: Migration20261124000000_idempotency_keys },
  { name: 'Migration20261126000000_case_insensitive_identifiers', class: Migration20261126000000_case_insensitive_identifiers },
  { name: 'Migration20261127000000_shipment_search', class: Migration20261127000000_shipment_search },
  { name: 'Migration20261129000000_wall_displays', class: Migration20261129000000_wall_displays },
  { name: 'Migration20261129120000_push_subscriptions', class: Migration20261129120000_push_subscriptions },
  { name: 'Migration20261201000000_crew_opened_instructions', class: Migration20261201000000_crew_opened_instructions },
  { name: 'Migration20261212000000_list_step_indexes', class: Migration20261212000000_list_step_indexes },
  { name: 'Migration20261213000000_drop_case_sensitive_unique_keys', class: Migration20261213000000_drop_case_sensitive_unique_keys },
  { name: 'Migration20261214000000_drop_unused_indexes', class: Migration20261214000000_drop_unused_indexes },
];
