/**
 * A starting function per auth hook (the event and answer shapes GoTrue documents). Fixed text: nothing
 * the user typed goes into it.
 */
export const AUTH_HOOK_TEMPLATES = {
  custom_access_token: {
    name: 'custom_access_token_hook',
    sql: `create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
as $$
declare
  claims jsonb := event->'claims';
begin
  -- Add a claim from your own tables, e.g. the user's plan:
  -- claims := jsonb_set(claims, '{plan}', to_jsonb((select plan from public.profiles where id = (event->>'user_id')::uuid)));
  claims := jsonb_set(claims, '{hook_checked}', 'true');
  return jsonb_set(event, '{claims}', claims);
end;
$$;`,
  },
  send_sms: {
    name: 'send_sms_hook',
    sql: `create or replace function public.send_sms_hook(event jsonb)
returns jsonb
language plpgsql
as $$
begin
  -- Send event->'sms'->>'otp' to event->'user'->>'phone' with your SMS provider (e.g. through pg_net).
  raise log 'SMS code for %', event->'user'->>'phone';
  return '{}'::jsonb;
end;
$$;`,
  },
  send_email: {
    name: 'send_email_hook',
    sql: `create or replace function public.send_email_hook(event jsonb)
returns jsonb
language plpgsql
as $$
begin
  -- Send the email of type event->'email_data'->>'email_action_type' to event->'user'->>'email'
  -- with your email provider; the code is event->'email_data'->>'token'.
  raise log 'Auth email % for %', event->'email_data'->>'email_action_type', event->'user'->>'email';
  return '{}'::jsonb;
end;
$$;`,
  },
  mfa_verification_attempt: {
    name: 'mfa_verification_attempt_hook',
    sql: `create or replace function public.mfa_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql
as $$
begin
  -- event: {factor_id, user_id, valid}. Reject, e.g. after too many failed attempts recorded in your own table.
  if (event->>'valid')::boolean then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object('decision', 'reject', 'message', 'The code is not valid.');
end;
$$;`,
  },
  password_verification_attempt: {
    name: 'password_verification_attempt_hook',
    sql: `create or replace function public.password_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql
as $$
begin
  -- event: {user_id, valid}. Reject, or sign the user out everywhere, e.g. after repeated failures.
  if (event->>'valid')::boolean then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object('decision', 'reject', 'message', 'Invalid credentials.', 'should_logout_user', false);
end;
$$;`,
  },
  before_user_created: {
    name: 'before_user_created_hook',
    sql: `create or replace function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql
as $$
begin
  -- Refuse a sign-up with an error, e.g. addresses of one domain.
  if event->'user'->>'email' like '%@example.invalid' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', 'Sign-ups from this domain are not allowed.'));
  end if;
  return '{}'::jsonb;
end;
$$;`,
  },
} as const

export type AuthHookId = keyof typeof AUTH_HOOK_TEMPLATES
