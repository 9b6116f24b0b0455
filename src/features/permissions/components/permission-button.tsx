import { Button, Tooltip, type ButtonProps } from '@mantine/core'
import type { ButtonHTMLAttributes } from 'react'

type Props = ButtonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
    /** False: the button stays visible and focusable, does nothing, and its tooltip says why. */
    allowed: boolean
    reason: string
  }

/** A button the user may not be allowed to press; without permission it explains itself in a tooltip. */
export function PermissionButton({ allowed, reason, onClick, ...props }: Props) {
  if (allowed) return <Button onClick={onClick} {...props} />
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} multiline maw={280}>
      <Button
        {...props}
        data-disabled
        aria-disabled="true"
        aria-description={reason}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  )
}
