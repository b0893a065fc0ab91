### The dialogs' words: fetched with the page's later parts.
