import { configure } from '@testing-library/dom'

// findBy*/waitFor give up after 1 s by default; a loaded 2-core CI machine running test files in parallel
// needs more before a demo-mode page (which fits the admission model in-process) has rendered.
configure({ asyncUtilTimeout: 5000 })
