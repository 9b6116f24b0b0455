import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { useInviteMemberMutation } from '@/features/organizations/api/members-query'
import type { Role } from '@/features/organizations/api/roles-query'
import { PermissionButton } from '@/features/permissions'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function InviteMemberButton({ slug, roles, allowed }: { slug: string; roles: Role[]; allowed: boolean }) {
  const [opened, { open, close }] = useDisclosure(false)
  const [email, setEmail] = useState('')
  const [roleId, setRoleId] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const invite = useInviteMemberMutation(slug)
  const defaultRole = roles.find((role) => role.name === 'Developer') ?? roles.at(-1)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const role = roleId ?? (defaultRole ? String(defaultRole.id) : null)
    if (!EMAIL.test(email.trim())) return setError('Enter a valid email address')
    if (!role) return
    invite.mutate(
      { email: email.trim(), role_id: Number(role) },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${email.trim()}.`)
          setEmail('')
          setError(undefined)
          close()
        },
        onError: (err) => setError(err.message),
      },
    )
  }

  return (
    <>
      <PermissionButton
        allowed={allowed}
        reason="You need additional permissions to invite members to this organization."
        onClick={open}
      >
        Invite member
      </PermissionButton>
      <Modal opened={opened} onClose={close} title="Invite a member">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Email address"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Select
              label="Role"
              data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
              value={roleId ?? (defaultRole ? String(defaultRole.id) : null)}
              onChange={setRoleId}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
