/**
 * A vault schema compatible with supabase_vault for the mock's embedded Postgres (which cannot load
 * pgsodium): the same table, view and function signatures, so the vault page works here as on a hosted
 * project. Values are encrypted with core Postgres only (a SHA-256 keystream under a key kept in a table
 * only the owner can read, a random nonce per value), not pgcrypto: its OpenSSL digests failed now and
 * then in the browser's PGlite ("Unsupported digest algorithm"), and the vault need not load a 3 MB library.
 * pgcrypto is still created, as on a hosted project.
 */
export const VAULT_SEED_SQL = /* SQL */ `
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create schema vault;
revoke all on schema vault from public;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index secrets_name_idx on vault.secrets (name) where name is not null;
comment on table vault.secrets is 'Table with encrypted secret column for storing sensitive information on disk.';

create table vault.encryption_key (
  only_row boolean primary key default true check (only_row),
  key text not null default md5(random()::text) || md5(random()::text)
);
insert into vault.encryption_key default values;

-- data XOR the keystream sha256(key || nonce || block number), 32 bytes a block.
create function vault._keystream(data bytea, nonce bytea) returns bytea
language plpgsql security definer set search_path = '' as $$
declare
  key bytea := decode((select e.key from vault.encryption_key e), 'hex');
  result bytea := data;
  block bytea;
begin
  for i in 0 .. length(data) - 1 loop
    if i % 32 = 0 then block := sha256(key || nonce || int4send(i / 32)); end if;
    result := set_byte(result, i, get_byte(data, i) # get_byte(block, i % 32));
  end loop;
  return result;
end
$$;

-- base64 of the 16-byte nonce followed by the encrypted UTF-8 text.
create function vault._encrypt(value text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  nonce bytea := decode(md5(random()::text || clock_timestamp()::text), 'hex');
begin
  return encode(nonce || vault._keystream(convert_to(value, 'UTF8'), nonce), 'base64');
end
$$;

create function vault._decrypt(value text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  raw bytea := decode(value, 'base64');
begin
  return convert_from(vault._keystream(substr(raw, 17), substr(raw, 1, 16)), 'UTF8');
end
$$;

create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  created uuid;
begin
  insert into vault.secrets (secret, name, description, key_id)
  values (vault._encrypt(new_secret), new_name, coalesce(new_description, ''), new_key_id)
  returning id into created;
  return created;
end
$$;

create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null, new_key_id uuid default null)
returns void language plpgsql security definer set search_path = '' as $$
begin
  update vault.secrets s set
    secret = case when new_secret is null then s.secret else vault._encrypt(new_secret) end,
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    key_id = coalesce(new_key_id, s.key_id),
    updated_at = now()
  where s.id = secret_id;
end
$$;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, vault._decrypt(s.secret) as decrypted_secret, s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets s;

revoke all on all tables in schema vault from public;
revoke all on all functions in schema vault from public;
`
