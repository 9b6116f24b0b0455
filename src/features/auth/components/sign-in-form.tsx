import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/http/errors'
import { useSignInMutation } from '../api/sign-in-mutation'
import { toastAuthError } from '../auth-errors'
import type { Session } from '../session-store'
import { validateSignIn, type SignInErrors } from '../sign-in-rules'
import { DemoCredentials } from './demo-credentials'
import { PASSWORD_TOO_LONG_HINT, PASSWORD_TOO_LONG_MESSAGE, passwordTooLong } from '@/features/password'

interface SignInFormProps {
  supportEmail: string
  showDemoCredentials: boolean
  disabled: boolean
  onSignedIn: (session: Session) => void
}

/** Email and password sign-in (CONTRACT §4) with the spec's validation (SPEC §5). */
export function SignInForm({ supportEmail, showDemoCredentials, disabled, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<SignInErrors>({})
  const [rejected, setRejected] = useState(false)
  const signIn = useSignInMutation()

  const tooLong = passwordTooLong(password)
  const passwordError = tooLong ? PASSWORD_TOO_LONG_MESSAGE : errors.password
  const busy = signIn.isPending || disabled

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateSignIn({ email, password })
    setErrors(found)
    setRejected(false)
    if (found.email || found.password) return
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          toastAuthError(error.message, supportEmail)
          setRejected(error instanceof ApiError && error.code === 400)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with email">
      <Stack gap="md">
        {showDemoCredentials ? (
          <DemoCredentials
            onUse={(demo) => {
              setEmail(demo.email)
              setPassword(demo.password)
              setErrors({})
            }}
          />
        ) : null}
        {rejected ? (
          <Alert color="red" title="Invalid login credentials" role="alert">
            The email or password is not correct. Check them and try again.
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          disabled={busy}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="••••••••"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          description={tooLong ? PASSWORD_TOO_LONG_HINT : undefined}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          disabled={busy}
        />
        <Button type="submit" loading={signIn.isPending} disabled={disabled} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  )
}
