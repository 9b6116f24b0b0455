import { Alert, Anchor, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconShieldX } from '@tabler/icons-react'
import { AnchorLink } from '@/components/links'
import type { Banner, BannerType } from '../banner-rules'

const STYLE: Record<BannerType, { color: string; icon: React.ReactNode; label: string }> = {
  danger: { color: 'red', icon: <IconShieldX size={18} aria-hidden />, label: 'Danger' },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden />, label: 'Warning' },
  incident: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden />, label: 'Notice' },
}

function BannerLinkView({ link }: { link: NonNullable<Banner['link']> }) {
  if (link.kind === 'external') {
    return (
      <Anchor href={link.href} target="_blank" rel="noreferrer" size="sm" fw={600}>
        {link.label}
      </Anchor>
    )
  }
  return (
    <AnchorLink to="/org/$slug/billing" params={{ slug: link.slug }} hash={link.hash} size="sm" fw={600}>
      {link.label}
    </AnchorLink>
  )
}

/** One header banner: its type in colour, icon and words, the message, its link and, if any, Dismiss. */
export function HeaderBanner({ banner, onDismiss }: { banner: Banner; onDismiss?: () => void }) {
  const style = STYLE[banner.type]
  return (
    <Alert
      color={style.color}
      icon={style.icon}
      title={banner.title}
      data-banner={banner.id}
      data-type={banner.type}
      role={banner.type === 'danger' ? 'alert' : 'status'}
      aria-label={banner.title ?? `${style.label}: ${banner.message}`}
      py="xs"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{banner.message}</Text>
        <Group gap="sm" wrap="nowrap">
          {banner.link ? <BannerLinkView link={banner.link} /> : null}
          {banner.dismissible && onDismiss ? (
            <Button size="compact-sm" variant="subtle" color={style.color} onClick={onDismiss}>
              Dismiss
            </Button>
          ) : null}
        </Group>
      </Group>
    </Alert>
  )
}
