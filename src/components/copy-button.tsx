import { ActionIcon, Button, Tooltip, type MantineSize } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/lib/notify'
import { COPIED_LABEL_MS } from '@/lib/ui-constants'

const COPY_FAILED_MESSAGE = 'Unable to copy to clipboard'

interface CopyButtonProps {
  /** The text copied, or a function that fetches it on click (a secret read only when asked). */
  value: string | (() => Promise<string>)
  /** What is copied, for an icon button's accessible name: "Copy {label}". */
  label?: string
  /** A text button's words ("Copy URL"), 'Copied' once copied; without it, an icon button with a tooltip. */
  text?: string
  size?: MantineSize
}

/** The one copy button (SPEC §9): the icon set's copy / check icons, "Copied" for COPIED_LABEL_MS, a toast when the browser refuses. */
export function CopyButton({ value, label, text, size = 'sm' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    setBusy(true)
    try {
      const text = typeof value === 'string' ? value : await value()
      await navigator.clipboard.writeText(text)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS)
    } catch {
      // Browsers refuse clipboard writes while the window lacks focus; a fetched value may fail too.
      toast.error(COPY_FAILED_MESSAGE)
    } finally {
      setBusy(false)
    }
  }
  const icon = copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
  const name = `${copied ? 'Copied' : 'Copy'}${label ? ` ${label}` : ''}`
  if (text)
    return (
      <Button size={`compact-${size}`} variant="default" leftSection={icon} loading={busy} onClick={() => void copy()}>
        {copied ? 'Copied' : text}
      </Button>
    )
  return (
    <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
      <ActionIcon variant="default" size={size === 'xs' ? 'sm' : 'lg'} loading={busy} onClick={() => void copy()} aria-label={name}>
        {icon}
      </ActionIcon>
    </Tooltip>
  )
}
