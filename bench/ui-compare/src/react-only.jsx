import { createRoot } from 'react-dom/client';

// The baseline every page pays: React and ReactDOM with a plain form.
createRoot(document.getElementById('root')).render(
  <main>
    <h1>Book a vet</h1>
    <label>
      Pet name <input name="name" />
    </label>
    <button type="submit">Book appointment</button>
  </main>,
);
