/**
 * What the Realtime service's migrations leave in a hosted project's database for private channels
 * (Realtime Authorization): `realtime.messages`, whose row level security policies decide who may
 * read (select) and send (insert) broadcast and presence, and `realtime.topic()`, the channel's topic
 * while a policy is checked. RLS is on and there is no policy, as in a new project.
 */
export const REALTIME_SEED_SQL = /* SQL */ `
create schema if not exists realtime;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;

create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
grant execute on function realtime.topic() to anon, authenticated, service_role;
`
