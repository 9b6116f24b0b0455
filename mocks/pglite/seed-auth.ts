/**
 * GoTrue's own tables (the columns its migrations create for users, identities, mfa_factors, sessions,
 * refresh_tokens and audit_log_entries), so the Auth pages, the SQL editor and the table editor read
 * the same users on the mock as on a hosted project. Seeded with 2,000 users: email, phone, GitHub and
 * anonymous, some unconfirmed, some banned, a few with MFA factors and sessions.
 */
/** GoTrue's tables as its migrations create them (the columns CONTRACT §11 reads and the rest). */
export const GOTRUE_SCHEMA_SQL = /* SQL */ `
create schema if not exists auth;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data->>'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text check (aal in ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);
`

/**
 * The indexes the Users page's queries use (newest first, last sign-in, prefix search on email and
 * phone). GoTrue does not create them; self-hosted, docker/auth-indexes.sql holds the same statements
 * (a unit test keeps the two equal) and the compose file applies it once GoTrue has migrated.
 */
export const AUTH_INDEXES_SQL = /* SQL */ `-- The dashboard's Users page: newest first, last sign-in, and prefix search on email and phone.
create index if not exists users_created_at_id_idx on auth.users (created_at desc, id desc);
create index if not exists users_last_sign_in_at_id_idx on auth.users (last_sign_in_at desc nulls last, id desc);
create index if not exists users_email_prefix_idx on auth.users (lower(email) text_pattern_ops);
create index if not exists users_phone_prefix_idx on auth.users (phone text_pattern_ops);
`

const AUTH_SCHEMA_SQL = GOTRUE_SCHEMA_SQL + AUTH_INDEXES_SQL

// Deterministic ids (md5 of a label) so tests and the SQL editor see the same users every time.
const SEED_USERS_SQL = /* SQL */ `
insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous)
select '00000000-0000-0000-0000-000000000000', md5('user-' || n)::uuid, 'authenticated', 'authenticated',
  case when n % 10 in (0, 1, 2, 3, 4, 5) or n % 10 = 8 then 'user' || lpad(n::text, 4, '0') || '@example.com' end,
  case when n % 10 = 6 then '1555' || lpad(n::text, 7, '0') end,
  case when n % 10 in (0, 1, 2, 3, 4, 5) then '$2a$10$mockmockmockmockmockmuZ0n8mJ0mQ0Xv5o1eY6fW2z3hQx9a' end,
  case when n % 10 in (0, 1, 2, 3, 8) then created + interval '5 minutes' end,
  case when n % 10 = 6 then created + interval '2 minutes' end,
  case when n % 3 <> 0 then created + ((n % 20) || ' days')::interval end,
  jsonb_build_object('provider', p.provider, 'providers', jsonb_build_array(p.provider)),
  case p.provider when 'anonymous' then '{}'::jsonb
    else jsonb_build_object('full_name', 'User ' || n) end,
  created, created,
  case when n % 97 = 0 then timestamptz '2099-01-01 00:00:00+00' end,
  p.provider = 'anonymous'
from generate_series(1, 2000) n,
  lateral (select timestamptz '2025-01-01 00:00:00+00' + (n * interval '157 minutes') as created) c,
  lateral (select case when n % 10 = 6 then 'phone' when n % 10 = 7 or n % 10 = 9 then 'anonymous'
    when n % 10 = 8 then 'github' else 'email' end as provider) p;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select case when u.raw_app_meta_data->>'provider' = 'github' then (100000 + row_number() over ())::text else u.id::text end,
  u.id,
  jsonb_strip_nulls(jsonb_build_object('sub', u.id::text, 'email', u.email, 'phone', u.phone,
    'email_verified', u.email_confirmed_at is not null)),
  u.raw_app_meta_data->>'provider', u.last_sign_in_at, u.created_at, u.created_at
from auth.users u
where not u.is_anonymous;

insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone)
select md5('factor-' || u.id)::uuid, u.id, 'Authenticator app', 'totp', 'verified', u.created_at, u.created_at, null
from auth.users u where u.email like '%0@example.com' and u.email_confirmed_at is not null;

insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
select md5('session-' || u.id)::uuid, u.id, u.last_sign_in_at, u.last_sign_in_at, 'aal1', 'Mozilla/5.0', '203.0.113.10'
from auth.users u where u.last_sign_in_at is not null;
`

export const AUTH_SEED_SQL = AUTH_SCHEMA_SQL + SEED_USERS_SQL
