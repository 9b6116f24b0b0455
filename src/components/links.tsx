import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

// Mantine components rendered as type-safe router links (TanStack Router's createLink). NavLinkLink is in
// nav-link-link.tsx: NavLink brings Collapse, which the first screen does not need.
type A = AnchorHTMLAttributes<HTMLAnchorElement>

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & A>((props, ref) => <Anchor ref={ref} {...props} />)
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & A>((props, ref) => <Button component="a" ref={ref} {...props} />)

const AnchorRouterLink = createLink(AnchorBase)
const ButtonRouterLink = createLink(ButtonBase)

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <AnchorRouterLink {...props} />
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <ButtonRouterLink {...props} />
