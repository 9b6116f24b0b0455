import { Checkbox, NumberInput, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import {
  alterRole,
  createRole,
  maskedRole,
  type Role,
  ROLE_ATTRIBUTES,
  type RoleAttributes,
  type RoleDefinition,
} from '@/features/database'
import {
  describeStrength,
  PASSWORD_TOO_LONG_MESSAGE,
  PasswordStrengthMeter,
  usePasswordStrength,
} from '@/features/password'
import type { BuiltSql } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'

const NO_ATTRIBUTES: RoleAttributes = {
  can_login: true,
  is_superuser: false,
  can_create_db: false,
  can_create_role: false,
  is_replication_role: false,
  can_bypass_rls: false,
}

const NO_PASSWORD_QUESTION = {
  title: 'Create a login role without a password?',
  message:
    'This role can log in but has no password, so it cannot sign in with one until a password is set. Create it anyway?',
  confirmLabel: 'Create without password',
}

/** Create a role (its password checked by the meter of SPEC §5), or edit one's name, attributes, limit and password. */
export function RoleFormModal({
  role,
  saving,
  error,
  onSave,
  onClose,
}: {
  role: Role | null
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [name, setName] = useState(role?.name ?? '')
  const [password, setPassword] = useState('')
  const [attributes, setAttributes] = useState<RoleAttributes>(role ? { ...role } : NO_ATTRIBUTES)
  const [limit, setLimit] = useState<number | string>(role?.connection_limit ?? -1)
  const strength = usePasswordStrength(password)
  const weak =
    password !== '' && (strength.tooLong || !strength.strength || !describeStrength(strength.strength).acceptable)
  const errors = {
    name: name.trim() ? undefined : 'Enter a name',
    password: strength.tooLong ? PASSWORD_TOO_LONG_MESSAGE : weak ? 'Choose a stronger password' : undefined,
    limit:
      typeof limit === 'number' && Number.isInteger(limit) && limit >= -1
        ? undefined
        : 'Enter -1 (no limit) or a whole number of connections',
  }
  const definition = { name: name.trim(), attributes, connectionLimit: Number(limit), password }
  const valid = !errors.name && !errors.password && !errors.limit
  const buildRole = (d: RoleDefinition) => (role ? alterRole(role.name, d) : createRole(d))
  const built = valid ? buildRole(definition) : null

  return (
    <SqlFormModal
      title={role ? `Edit role ${role.name}` : 'Create role'}
      build={() => built}
      preview={() => buildRole(maskedRole(definition)).sql}
      askFirst={!role && attributes.can_login && !password ? NO_PASSWORD_QUESTION : null}
      saving={saving}
      error={error}
      errorTitle="The role was not saved"
      submitLabel={role ? 'Save role' : 'Create role'}
      onRun={onSave}
      onClose={onClose}
      size="md"
    >
      {(submitted) => {
        const shown: Partial<typeof errors> = submitted ? errors : {}
        return (
          <>
            <TextInput
              label="Name"
              withAsterisk
              value={name}
              error={shown.name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Stack gap={4}>
              <PasswordInput
                label="Password"
                description={
                  role ? 'Leave empty to keep the current password.' : 'Optional: a role that logs in needs one.'
                }
                autoComplete="new-password"
                value={password}
                error={shown.password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              {password ? <PasswordStrengthMeter strength={strength.strength} failure={strength.failure} /> : null}
            </Stack>
            <Checkbox.Group
              label="Attributes"
              value={ROLE_ATTRIBUTES.filter((a) => attributes[a.key]).map((a) => a.key)}
              onChange={(keys) =>
                setAttributes(
                  Object.fromEntries(ROLE_ATTRIBUTES.map((a) => [a.key, keys.includes(a.key)])) as RoleAttributes,
                )
              }
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6} spacing={6}>
                {ROLE_ATTRIBUTES.map((a) => (
                  <Checkbox key={a.key} value={a.key} label={a.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <NumberInput
              label="Connection limit"
              description="-1 for no limit."
              min={-1}
              allowDecimal={false}
              value={limit}
              error={shown.limit}
              onChange={setLimit}
            />
          </>
        )
      }}
    </SqlFormModal>
  )
}
