/**
 * The matchers of @testing-library/jest-dom (toBeInTheDocument, toHaveTextContent, ...), which the
 * unit tests' setup registers by name and loads on a file's first use of one
 * (tests/support/unit-setup.ts). A test checks the list against the library's.
 */
export const JEST_DOM_MATCHERS = [
  'toAppearAfter',
  'toAppearBefore',
  'toBeChecked',
  'toBeDisabled',
  'toBeEmpty',
  'toBeEmptyDOMElement',
  'toBeEnabled',
  'toBeInTheDOM',
  'toBeInTheDocument',
  'toBeInvalid',
  'toBePartiallyChecked',
  'toBePartiallyPressed',
  'toBePressed',
  'toBeRequired',
  'toBeValid',
  'toBeVisible',
  'toContainElement',
  'toContainHTML',
  'toHaveAccessibleDescription',
  'toHaveAccessibleErrorMessage',
  'toHaveAccessibleName',
  'toHaveAttribute',
  'toHaveClass',

  'toHaveDescription',
  'toHaveDisplayValue',
  'toHaveErrorMessage',
  'toHaveFocus',
  'toHaveFormValues',
  'toHaveRole',
  'toHaveSelection',
  'toHaveStyle',
  'toHaveTextContent',
  'toHaveValue',
] as const;
