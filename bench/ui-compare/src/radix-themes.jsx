import '@radix-ui/themes/styles.css';
import { Button, Dialog, Flex, Heading, Select, Text, TextField, Theme } from '@radix-ui/themes';
import { createRoot } from 'react-dom/client';
import { species } from './page.js';

function Page() {
  return (
    <Theme accentColor="teal">
      <Flex asChild direction="column" gap="4" p="5">
        <main>
          <Heading as="h1">Book a vet</Heading>
          <Text as="label" size="2">
            Pet name
            <TextField.Root name="name" />
          </Text>
          <Text as="label" size="2">
            Species
            <Select.Root>
              <Select.Trigger placeholder="Choose a species" />
              <Select.Content>
                {species.map((s) => (
                  <Select.Item key={s.value} value={s.value}>
                    {s.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Text>
          <Button type="submit">Book appointment</Button>
          <Dialog.Root>
            <Dialog.Trigger>
              <Button color="red">Cancel appointment</Button>
            </Dialog.Trigger>
            <Dialog.Content>
              <Dialog.Title>Cancel this appointment?</Dialog.Title>
              <Dialog.Description>Refunds reach your card within 5 business days.</Dialog.Description>
              <Flex gap="3" justify="end">
                <Dialog.Close>
                  <Button variant="soft">Keep it</Button>
                </Dialog.Close>
                <Button color="red">Cancel appointment</Button>
              </Flex>
            </Dialog.Content>
          </Dialog.Root>
        </main>
      </Flex>
    </Theme>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
