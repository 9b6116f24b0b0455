import { NativeSelect, NumberInput, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core'
import type { ConfigField } from './auth-config-fields'

/** One configuration value as a control; `value` is text, or a boolean for toggles. */
export function AuthConfigField({
  field,
  value,
  error,
  savedSecret,
  readOnly,
  onChange,
}: {
  field: ConfigField
  value: string | boolean
  error: string | undefined
  savedSecret: boolean
  readOnly: boolean
  onChange: (value: string | boolean) => void
}) {
  const common = { label: field.label, description: field.description, error, readOnly }
  switch (field.kind) {
    case 'boolean':
      // Mantine puts the description inside the label: the switch is named by its label alone.
      return <Switch {...common} aria-label={field.label} checked={Boolean(value)} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} />
    case 'number':
      return (
        <NumberInput {...common} value={String(value)} min={0} max={field.max} allowDecimal={false} allowNegative={false} onChange={(v) => onChange(String(v))} maw={260} />
      )
    case 'secret':
      return (
        <PasswordInput
          {...common}
          value={String(value)}
          placeholder={savedSecret ? 'Saved (hidden): type to replace it' : 'Not set'}
          autoComplete="off"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )
    case 'select':
      return (
        <NativeSelect label={field.label} description={field.description} error={error} disabled={readOnly} value={String(value)} data={field.options ?? []} onChange={(e) => onChange(e.currentTarget.value)} maw={320} />
      )
    case 'email':
      return <TextInput {...common} type="email" value={String(value)} onChange={(e) => onChange(e.currentTarget.value)} />
    case 'list':
      return <Textarea {...common} value={String(value)} autosize minRows={3} onChange={(e) => onChange(e.currentTarget.value)} />
    default:
      return <TextInput {...common} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)} />
  }
}
