import { globalStyle } from '@vanilla-extract/css'

// The site's page-level rules. The kit styles only what it renders; the page is the site's.
globalStyle('body', { margin: 0 })
