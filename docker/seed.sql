-- An example schema for a first look at the self-hosted dashboard (docker compose --profile seed).
-- Safe to run twice.
create table if not exists public.notes (
  id bigint generated always as identity primary key,
  title text not null,
  body text,
  done boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.notes is 'Example table loaded by docker/seed.sql';

insert into public.notes (title, body, done)
select title, body, done
from (values
  ('Open the SQL editor', 'Run: select * from notes order by id;', false),
  ('Read the advisors', 'Security and performance lints for this database.', false),
  ('Set basic auth', 'DASHBOARD_BASIC_AUTH_USER and DASHBOARD_BASIC_AUTH_PASSWORD, before exposing the port.', true)
) as seed(title, body, done)
where not exists (select 1 from public.notes);
