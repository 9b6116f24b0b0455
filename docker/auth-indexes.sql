-- The dashboard's Users page: newest first, last sign-in, and prefix search on email and phone.
create index if not exists users_created_at_id_idx on auth.users (created_at desc, id desc);
create index if not exists users_last_sign_in_at_id_idx on auth.users (last_sign_in_at desc nulls last, id desc);
create index if not exists users_email_prefix_idx on auth.users (lower(email) text_pattern_ops);
create index if not exists users_phone_prefix_idx on auth.users (phone text_pattern_ops);
