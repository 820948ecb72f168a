import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  ThemeProvider,
  Typography,
  createTheme,
} from '@mui/material';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { species } from './page.js';

const theme = createTheme({ palette: { primary: { main: '#0b7a75' } } });

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Stack component="main" spacing={2} sx={{ p: 3 }}>
        <Typography variant="h4" component="h1">
          Book a vet
        </Typography>
        <TextField label="Pet name" name="name" />
        <TextField select label="Species" defaultValue="">
          {species.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" type="submit">
          Book appointment
        </Button>
        <Button variant="contained" color="error" onClick={() => setOpen(true)}>
          Cancel appointment
        </Button>
        <Dialog open={open} onClose={() => setOpen(false)}>
          <DialogTitle>Cancel this appointment?</DialogTitle>
          <DialogContent>
            <DialogContentText>Refunds reach your card within 5 business days.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Keep it</Button>
            <Button color="error">Cancel appointment</Button>
          </DialogActions>
        </Dialog>
      </Stack>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
