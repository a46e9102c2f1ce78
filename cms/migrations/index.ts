import * as migration_20261122_021741_initial from './20261122_021741_initial';
import * as migration_20261122_034729_contact_messages from './20261122_034729_contact_messages';

export const migrations = [
  {
    up: migration_20261122_021741_initial.up,
    down: migration_20261122_021741_initial.down,
    name: '20261122_021741_initial',
  },
  {
    up: migration_20261122_034729_contact_messages.up,
    down: migration_20261122_034729_contact_messages.down,
    name: '20261122_034729_contact_messages'
  },
];
