import { NavLink, type NavLinkProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/**
 * Mantine's NavLink as a type-safe router link (the project sidebar's entries). `current` (the entry
 * for the open page) replaces the router's own active state, which marks every link the page's path
 * starts with.
 */
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement> & { current?: boolean }>(
  ({ current, ...props }, ref) => (
    <NavLink
      ref={ref}
      {...props}
      {...(current === undefined ? {} : { 'aria-current': current ? 'page' : undefined, 'data-status': current ? 'active' : undefined })}
    />
  ),
)
const NavRouterLink = createLink(NavLinkBase)

export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => <NavRouterLink {...props} />
