import { NavLink, type NavLinkProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/** Mantine's NavLink as a type-safe router link (the project sidebar's entries). */
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <NavLink ref={ref} {...props} />
))
const NavRouterLink = createLink(NavLinkBase)

export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => <NavRouterLink {...props} />
