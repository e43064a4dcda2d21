import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';

/** One column of a responsive table: its heading and each item's cell. */
export interface TableColumn<T> {
  label: ReactNode;
  cell: (item: T) => ReactNode;
  /** Amounts sit at the end of their column. */
  align?: 'right';
  /** Kept on one line (dates, amounts). */
  nowrap?: boolean;
  /** The cell's text colour, by item (a credit green, a debit red). */
  color?: (item: T) => string;
  /** A code read left to right in either language. */
  dir?: 'ltr';
}

function cellStyle<T>(column: TableColumn<T>, item: T) {
  if (!column.nowrap && !column.color) return undefined;
  return {
    ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
    ...(column.color ? { color: column.color(item) } : {}),
  };
}

/**
 * Items as a table on wide screens and as cards on phones (CSS breakpoints, so the server draws
 * both and the width picks one): each card a head (its kind and amount, side by side) and a body.
 * An item's `detail`, when it has one, is a row of its own under the item's, across the table.
 */
export function ResponsiveTable<T>({
  items,
  keyOf,
  columns,
  cardHead,
  cardBody,
  detail,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  columns: readonly TableColumn<T>[];
  cardHead: (item: T) => ReactNode;
  cardBody: (item: T) => ReactNode;
  detail?: (item: T) => ReactNode;
}) {
  return (
    <>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, borderRadius: 2 }}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={i} align={column.align}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const under = detail?.(item);
              return (
                <Fragment key={keyOf(item)}>
                  <TableRow sx={under ? { '& > td': { borderBottom: 0 } } : undefined}>
                    {columns.map((column, i) => (
                      <TableCell
                        key={i}
                        align={column.align}
                        dir={column.dir}
                        sx={cellStyle(column, item)}
                      >
                        {column.cell(item)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {under && (
                    <TableRow>
                      <TableCell colSpan={columns.length} sx={{ pt: 0, bgcolor: 'action.hover' }}>
                        {under}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="ul"
        sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => (
          <Paper
            component="li"
            key={keyOf(item)}
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 2 }}
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                alignItems: 'center',
              }}
            >
              {cardHead(item)}
            </Box>
            {cardBody(item)}
          </Paper>
        ))}
      </Box>
    </>
  );
}
