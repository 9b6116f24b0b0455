import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { Profile } from '@/features/profile/api/profile-query'
import { toast } from '@/lib/notify'
import { useProfileUpdateMutation } from '../api/profile-update-mutation'
import { profileChanges, savedMessage, USERNAME_MESSAGE, USERNAME_PATTERN, type ProfileFields } from '../profile-changes'

const fieldsOf = (profile: Profile): ProfileFields => ({
  first_name: profile.first_name ?? '',
  last_name: profile.last_name ?? '',
  username: profile.username,
})

/** Name and username; the primary email is the sign-in's and is only shown. A failed save keeps the edits. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useProfileUpdateMutation()
  const saved = fieldsOf(profile)
  const [fields, setFields] = useState(saved)
  const [usernameError, setUsernameError] = useState<string>()
  const changes = profileChanges(saved, fields)
  const changed = Object.keys(changes).length > 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (changes.username !== undefined && !USERNAME_PATTERN.test(changes.username)) return setUsernameError(USERNAME_MESSAGE)
    setUsernameError(undefined)
    update.mutate(changes, { onSuccess: () => toast.success(savedMessage(changes)) })
  }
  const field = (key: keyof ProfileFields) => ({
    value: fields[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setFields((current) => ({ ...current, [key]: value }))
    },
  })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" maxLength={100} {...field('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" maxLength={100} {...field('last_name')} />
          </SimpleGrid>
          <TextInput label="Username" autoComplete="username" required error={usernameError} {...field('username')} />
          <TextInput
            label="Primary email"
            value={profile.primary_email}
            readOnly
            description="The address you sign in with. It cannot be changed here."
          />
          {update.isError ? (
            <Alert color="red" title="Your changes were not saved">
              {update.error.message} Your edits are kept: correct them or try again.
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" disabled={!changed || update.isPending} onClick={() => setFields(saved)}>
              Discard changes
            </Button>
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
