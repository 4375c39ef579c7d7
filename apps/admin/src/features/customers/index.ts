/** Customers and the accountant's downloads (issue 31): the list staff search, the CSVs the owner takes. */
export { CustomersScreen } from './components/customers-screen';
export { OrdersCsvDownload } from './components/orders-csv-download';
