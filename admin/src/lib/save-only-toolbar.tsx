import { SaveButton, Toolbar } from 'react-admin';

/** Staff edits save; nothing in the console deletes a record. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
