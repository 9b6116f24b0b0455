import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { executeSql } from '@/features/database/api/execute-sql'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { AuthHooksPage } from './auth-hooks-page'

const REF = 'acmeblogprod01'
const connection = { projectRef: REF, connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }

function patches() {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && request.url.endsWith(`/platform/auth/${REF}/config`)) void request.clone().json().then((body) => bodies.push(body))
  })
  return bodies
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('Auth hooks', () => {
  it('creates the template function, grants it to supabase_auth_admin, and points the hook at it', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderWithProviders(<AuthHooksPage projectRef={REF} />)
    await user.click(await screen.findByRole('button', { name: 'Add the Customize access token (JWT) claims hook' }, { timeout: 30_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Customize access token (JWT) claims' })
    await user.click(within(dialog).getByRole('button', { name: 'Save hook' }))
    expect(within(dialog).getByText('Pick the function to call')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(within(dialog).getByText('Template: public.custom_access_token_hook'))
    await user.click(within(dialog).getByRole('button', { name: 'Create this function' }))
    expect(await within(dialog).findByText('The auth service cannot run this function yet', {}, { timeout: 30_000 })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Grant access' }))
    expect(await within(dialog).findByText('supabase_auth_admin may run public.custom_access_token_hook.', {}, { timeout: 30_000 })).toBeInTheDocument()
    const [grant] = await executeSql({
      ...connection,
      query: `select has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute') as granted,
        has_function_privilege('anon', 'public.custom_access_token_hook(jsonb)', 'execute') as anon`,
    })
    expect(grant).toEqual({ granted: true, anon: false })

    await user.click(within(dialog).getByRole('button', { name: 'Save hook' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ HOOK_CUSTOM_ACCESS_TOKEN_ENABLED: true, HOOK_CUSTOM_ACCESS_TOKEN_URI: 'pg-functions://postgres/public/custom_access_token_hook' }])
    const card = screen.getByTestId('auth-hook-custom_access_token')
    expect(card).toHaveTextContent('Enabled')
    expect(card).toHaveTextContent('public.custom_access_token_hook')
  }, 120_000)

  it('an HTTPS hook needs https:// and a secret of the webhook form; the secret is write-only', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderWithProviders(<AuthHooksPage projectRef={REF} />)
    await user.click(await screen.findByRole('button', { name: 'Add the Send SMS hook' }, { timeout: 30_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS' })
    await user.click(within(dialog).getByRole('radio', { name: 'HTTPS endpoint' }))
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://sms.example.com/hook')
    await user.type(within(dialog).getByLabelText('Secret'), 'plain')
    await user.click(within(dialog).getByRole('button', { name: 'Save hook' }))
    expect(within(dialog).getByText('The endpoint must use https://')).toBeInTheDocument()
    expect(within(dialog).getByText(/^Enter a secret of the form v1,whsec_/)).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.clear(within(dialog).getByLabelText('Endpoint URL'))
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://sms.example.com/hook')
    await user.click(within(dialog).getByRole('button', { name: 'Generate secret' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save hook' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ HOOK_SEND_SMS_ENABLED: true, HOOK_SEND_SMS_URI: 'https://sms.example.com/hook', HOOK_SEND_SMS_SECRETS: expect.stringMatching(/^v1,whsec_/) })

    // Read back: the endpoint is shown, the secret never is; switched off from the card.
    const card = await screen.findByTestId('auth-hook-send_sms')
    await waitFor(() => expect(card).toHaveTextContent('https://sms.example.com/hook'))
    await user.click(within(card).getByRole('switch', { name: 'Enable the Send SMS hook' }))
    await waitFor(() => expect(sent).toEqual([sent[0], { HOOK_SEND_SMS_ENABLED: false }]))
    await waitFor(() => expect(card).toHaveTextContent('Disabled'))
  }, 120_000)
})
