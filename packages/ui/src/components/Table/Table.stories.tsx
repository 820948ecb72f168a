import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Layout/Stack';
import { Money } from '../Money/Money';
import { Text } from '../Text/Text';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  type TableProps,
  TableRow,
  tableDensities,
  tableRowStyles,
} from './Table';

const payments = [
  {
    id: 'a',
    date: 'Mar 2, 2026',
    description: 'Video visit with Dr. Maya Chen',
    amount: 4900,
    status: 'Paid',
  },
  { id: 'b', date: 'Feb 14, 2026', description: 'Follow-up chat', amount: 0, status: 'Free' },
  {
    id: 'c',
    date: 'Jan 30, 2026',
    description: 'Video visit with Dr. Sam Okafor',
    amount: 12950,
    status: 'Refunded',
  },
];

const header = (
  <TableHead>
    <TableRow>
      <TableHeaderCell>Date</TableHeaderCell>
      <TableHeaderCell>Description</TableHeaderCell>
      <TableHeaderCell numeric>Amount</TableHeaderCell>
      <TableHeaderCell>Status</TableHeaderCell>
    </TableRow>
  </TableHead>
);

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { caption: 'Payment history' },
  argTypes: {
    density: { control: 'inline-radio', options: tableDensities },
    rows: { control: 'inline-radio', options: tableRowStyles },
  },
  render: (args) => (
    <Table {...(args as TableProps)}>
      {header}
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell>{payment.date}</TableCell>
            <TableCell>{payment.description}</TableCell>
            <TableCell numeric>
              <Money amount={payment.amount} currency="USD" locale="en-US" />
            </TableCell>
            <TableCell>
              <Badge tone={payment.status === 'Paid' ? 'success' : 'neutral'}>{payment.status}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Divided: Story = {};
export const Zebra: Story = { args: { rows: 'zebra' } };
export const Compact: Story = { args: { density: 'compact', rows: 'zebra' } };

/** Row headers name each row; the caption is read by screen readers only, since the heading says it. */
export const RowHeadersWithHeading: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={2} id="plan-fees">
        Plan fees
      </Heading>
      <Table aria-labelledby="plan-fees">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Plan</TableHeaderCell>
            <TableHeaderCell numeric>Per visit</TableHeaderCell>
            <TableHeaderCell numeric>Per month</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[
            ['Plus', 3900, 999],
            ['Unlimited', 0, 2999],
          ].map(([plan, visit, month]) => (
            <TableRow key={plan}>
              <TableHeaderCell scope="row">{plan}</TableHeaderCell>
              <TableCell numeric>
                <Money amount={visit as number} currency="USD" locale="en-US" />
              </TableCell>
              <TableCell numeric>
                <Money amount={month as number} currency="USD" locale="en-US" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  ),
};

/** Nothing to list yet: one row across every column says so, under headers that still say what will come. */
export const Empty: Story = {
  render: (args) => (
    <Table {...(args as TableProps)}>
      {header}
      <TableBody>
        <TableRow>
          <TableCell colSpan={4} align="center">
            <Text tone="muted">No payments yet.</Text>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

/** Long words and many columns: cells wrap, and past the screen's width the table scrolls in its frame. */
export const LongContent: Story = {
  render: (args) => (
    <Table {...(args as TableProps)}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Description</TableHeaderCell>
          <TableHeaderCell>Payment method</TableHeaderCell>
          <TableHeaderCell>Reference</TableHeaderCell>
          <TableHeaderCell numeric>Amount</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>Mar 2, 2026</TableCell>
          <TableCell>
            Video visit with Dr. Maya Chen about Biscuit's limping after long walks, with a follow-up chat two
            days later
          </TableCell>
          <TableCell>Visa ending 4242, expires 04/2029</TableCell>
          <TableCell>PAW-2026-000000123456789</TableCell>
          <TableCell numeric>
            <Money amount={1234500} currency="CAD" locale="en-CA" />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};
