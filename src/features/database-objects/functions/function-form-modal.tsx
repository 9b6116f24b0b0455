import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import {
  type DatabaseFunction,
  FUNCTION_LANGUAGES,
  needsSearchPath,
  saveFunction,
  VOLATILITIES,
  type Volatility,
} from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { initialFunctionValues, readFunctionForm, type FunctionFormValues } from './function-form'

const FunctionBodyEditor = lazy(() => import('./function-body-editor'))

export const SEARCH_PATH_WARNING =
  'This function runs with the rights of its owner (security definer) but sets no search_path: a caller could put their own objects first on the path and run them with those rights. Set a search_path.'

/** Create a function, or replace one keeping its signature. */
export function FunctionFormModal({
  fn,
  saving,
  error,
  onSave,
  onClose,
}: {
  fn: DatabaseFunction | null
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [values, setValues] = useState<FunctionFormValues>(() => initialFunctionValues(fn))
  const set = (patch: Partial<FunctionFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const { errors, definition } = readFunctionForm(values, fn)
  const built = definition ? saveFunction(definition) : null
  const setArg = (i: number, patch: Partial<FunctionFormValues['args'][number]>) =>
    set({ args: values.args.map((a, j) => (j === i ? { ...a, ...patch } : a)) })

  return (
    <SqlFormModal
      title={fn ? `Edit function ${fn.schema}.${fn.name}` : 'Create function'}
      build={() => built}
      current={fn?.definition}
      saving={saving}
      error={error}
      errorTitle="The function was not saved"
      submitLabel={fn ? 'Save function' : 'Create function'}
      onRun={onSave}
      onClose={onClose}
      size="xl"
    >
      {(submitted) => {
        const shown = submitted ? errors : {}
        return (
          <>
            <Group grow align="flex-start">
              <TextInput
                label="Schema"
                withAsterisk
                disabled={Boolean(fn)}
                value={values.schema}
                error={shown.schema}
                onChange={(e) => set({ schema: e.currentTarget.value })}
              />
              <TextInput
                label="Name"
                withAsterisk
                disabled={Boolean(fn)}
                value={values.name}
                error={shown.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
              />
            </Group>
            {fn ? (
              <Text size="sm">
                Signature (kept):{' '}
                <Text span ff="monospace">
                  ({fn.arguments}) returns {fn.return_type}
                </Text>
              </Text>
            ) : (
              <>
                <Input.Wrapper label="Arguments">
                  <Stack gap={6} mt={4}>
                    {values.args.map((arg, i) => (
                      <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                        <TextInput
                          aria-label={`Argument ${i + 1} name`}
                          placeholder="name"
                          value={arg.name}
                          onChange={(e) => setArg(i, { name: e.currentTarget.value })}
                          style={{ flex: 1 }}
                        />
                        <TextInput
                          aria-label={`Argument ${i + 1} type`}
                          placeholder="type"
                          value={arg.type}
                          error={shown[`arg${i}`]}
                          onChange={(e) => setArg(i, { type: e.currentTarget.value })}
                          style={{ flex: 1 }}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove argument ${i + 1}`}
                          onClick={() => set({ args: values.args.filter((_, j) => j !== i) })}
                          mt={4}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ))}
                    <Button
                      variant="default"
                      size="xs"
                      w="fit-content"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => set({ args: [...values.args, { name: '', type: 'text' }] })}
                    >
                      Add argument
                    </Button>
                  </Stack>
                </Input.Wrapper>
                <TextInput
                  label="Return type"
                  withAsterisk
                  description="A type such as void, integer, text, setof public.orders or trigger."
                  value={values.returnType}
                  error={shown.returnType}
                  onChange={(e) => set({ returnType: e.currentTarget.value })}
                />
              </>
            )}
            <Group grow align="flex-end">
              <Select
                label="Language"
                data={[...new Set([...FUNCTION_LANGUAGES, values.language])]}
                value={values.language}
                allowDeselect={false}
                onChange={(language) => language && set({ language })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="function-volatility">
                  Volatility
                </Text>
                <SegmentedControl
                  aria-labelledby="function-volatility"
                  data={[...VOLATILITIES]}
                  value={values.volatility}
                  onChange={(v) => set({ volatility: v as Volatility })}
                />
              </Stack>
            </Group>
            <Switch
              label="Security definer (runs with the rights of its owner)"
              checked={values.securityDefiner}
              onChange={(e) => set({ securityDefiner: e.currentTarget.checked })}
            />
            <Group align="flex-end" wrap="nowrap">
              <Switch
                label="Set search_path"
                checked={values.setSearchPath}
                onChange={(e) => set({ setSearchPath: e.currentTarget.checked })}
                mb={8}
              />
              <TextInput
                label="search_path"
                description="Schemas, comma separated; empty for none."
                disabled={!values.setSearchPath}
                value={values.searchPath}
                onChange={(e) => set({ searchPath: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
            </Group>
            {needsSearchPath({
              securityDefiner: values.securityDefiner,
              searchPath: values.setSearchPath ? values.searchPath : null,
            }) ? (
              <Alert color="yellow" title="Security definer without a search_path">
                {SEARCH_PATH_WARNING}
              </Alert>
            ) : null}
            <Input.Wrapper label="Body" withAsterisk error={shown.body}>
              <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
                <FunctionBodyEditor label="Function body" value={values.body} onChange={(body) => set({ body })} />
              </Suspense>
            </Input.Wrapper>
          </>
        )
      }}
    </SqlFormModal>
  )
}
