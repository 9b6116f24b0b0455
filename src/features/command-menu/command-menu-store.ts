import { createSpotlight } from '@mantine/spotlight'

/** The command menu's own Spotlight instance: open / close / toggle. */
export const [commandMenuStore, commandMenu] = createSpotlight()
