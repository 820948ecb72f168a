import { Button, Dialog, DialogClose, Select, Stack, TextField, ThemeProvider } from '@pawcall/ui';
import { pawcallTheme } from '@pawcall/ui/themes/pawcall';
import { createRoot } from 'react-dom/client';
import { species } from './page.js';

function Page() {
  return (
    <ThemeProvider theme={pawcallTheme} surface>
      <Stack as="main" gap="lg" padding="xl">
        <h1>Book a vet</h1>
        <TextField label="Pet name" name="name" />
        <Select label="Species" placeholder="Choose a species" options={species} />
        <Button type="submit">Book appointment</Button>
        <Dialog
          title="Cancel this appointment?"
          description="Refunds reach your card within 5 business days."
          closeLabel="Close"
          trigger={<Button variant="danger">Cancel appointment</Button>}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Keep it</Button>
              </DialogClose>
              <Button variant="danger">Cancel appointment</Button>
            </>
          }
        />
      </Stack>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
