import { Button, Group, Modal, Stack, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { dialogWidth, type DialogSize } from './dialog-sizes'

export type ConfirmVariant = 'success' | 'warning' | 'danger'

/** SPEC §9: danger and warning confirm buttons carry their colour; every other variant is primary. */
export const CONFIRM_BUTTON_COLOR: Record<ConfirmVariant, ButtonProps['color']> = {
  danger: 'red',
  warning: 'yellow',
  success: undefined,
}

export interface ConfirmDialogProps {
  /** Open state, owned by the caller. */
  visible: boolean
  title: ReactNode
  children?: ReactNode
  onConfirm: () => void
  /** Called by Cancel, the close button, Escape and a click outside. */
  onCancel: () => void
  confirmLabel?: string
  cancelLabel?: string
  variant?: ConfirmVariant
  size?: DialogSize
  footerAlign?: 'left' | 'right'
  layout?: 'horizontal' | 'vertical'
  showCloseButton?: boolean
  showFooter?: boolean
  /** Disables both footer buttons and shows the confirm button busy. */
  loading?: boolean
  confirmDisabled?: boolean
}

/** The one confirmation dialog for destructive and important actions, with the defaults of SPEC §9. */
export function ConfirmDialog({
  visible,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'success',
  size = 'large',
  footerAlign = 'left',
  layout = 'horizontal',
  showCloseButton = true,
  showFooter = true,
  loading = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const buttons = [
    <Button key="cancel" variant="default" onClick={onCancel} disabled={loading} fullWidth={layout === 'vertical'}>
      {cancelLabel}
    </Button>,
    <Button
      key="confirm"
      color={CONFIRM_BUTTON_COLOR[variant]}
      data-variant={variant}
      onClick={onConfirm}
      loading={loading}
      disabled={loading || confirmDisabled}
      aria-busy={loading}
      fullWidth={layout === 'vertical'}
    >
      {confirmLabel}
    </Button>,
  ]
  return (
    <Modal
      opened={visible}
      onClose={() => {
        if (!loading) onCancel()
      }}
      title={title}
      size={dialogWidth(size)}
      withCloseButton={showCloseButton}
      closeButtonProps={{ 'aria-label': 'Close dialog', disabled: loading }}
      centered
    >
      <Stack gap="md">
        {children}
        {showFooter ? (
          layout === 'vertical' ? (
            <Stack gap="xs">{buttons.reverse()}</Stack>
          ) : (
            <Group
              justify={footerAlign === 'left' ? 'flex-start' : 'flex-end'}
              gap="xs"
              data-testid="confirm-dialog-footer"
            >
              {buttons}
            </Group>
          )
        ) : null}
      </Stack>
    </Modal>
  )
}
