import { Anchor, Button, NavLink, type AnchorProps, type ButtonProps, type NavLinkProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

// Mantine components rendered as type-safe router links (TanStack Router's createLink).
type A = AnchorHTMLAttributes<HTMLAnchorElement>

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & A>((props, ref) => <Anchor ref={ref} {...props} />)
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & A>((props, ref) => <Button component="a" ref={ref} {...props} />)
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & A>((props, ref) => <NavLink ref={ref} {...props} />)

const AnchorRouterLink = createLink(AnchorBase)
const ButtonRouterLink = createLink(ButtonBase)
const NavRouterLink = createLink(NavLinkBase)

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <AnchorRouterLink {...props} />
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <ButtonRouterLink {...props} />
export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => <NavRouterLink {...props} />
