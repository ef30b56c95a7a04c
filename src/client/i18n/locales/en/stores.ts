/** The stores texts in English: the spec's words (decision 059). */
export default {
  error: 'Error',
  storeSettingsUpdatedSuccessfully: 'Store settings updated successfully',
  storeName: 'Store Name',
  phone: 'Phone',
  address: 'Address',
  save: 'Save',
  storeSettings: 'Store Settings',
  storeDetails: 'Store details',
  yourStoreSNamePhone: "Your store's name, phone, address and time zone.",
  failedToLoadStoreSettings: 'Failed to load store settings',
  retry: 'Retry',
  loadingStoreSettings: 'Loading store settings',
  failedToUpdateStoreSettings: 'Failed to update store settings',
};
