import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core'
import { forwardRef, type ButtonHTMLAttributes } from 'react'

type Props = UnstyledButtonProps & ButtonHTMLAttributes<HTMLButtonElement> & { initials: string | undefined }

/** The avatar that opens the user menu. */
export const UserMenuButton = forwardRef<HTMLButtonElement, Props>(({ initials, ...props }, ref) => (
  <UnstyledButton ref={ref} aria-label="User menu" aria-haspopup="menu" {...props}>
    <Avatar size="sm" radius="xl" color="brand">
      {initials}
    </Avatar>
  </UnstyledButton>
))
