### Avvisi sopra il gioco: dati salvati, link, file.

## La partita salvata non si è potuta ripristinare (ne inizia una nuova).

saved-unreadable = Non è stato possibile leggere la tua partita salvata, quindi ne è iniziata una nuova. I vecchi dati sono stati conservati in questo browser sotto «{ $key }».
saved-other-version = La tua partita è stata salvata da un'altra versione del gioco (formato { $version }), quindi ne è iniziata una nuova. I vecchi dati sono stati conservati in questo browser sotto «{ $key }».
saved-damaged = La tua partita salvata è danneggiata ({ $detail }), quindi ne è iniziata una nuova. I vecchi dati sono stati conservati in questo browser sotto «{ $key }».

## Il salvataggio.

saved-no-storage = Questo browser non permette al gioco di salvare (modalità privata o memoria bloccata): puoi giocare, ma se ricarichi la pagina si ricomincia da capo.
saved-game-not-kept = La memoria di questo browser è piena o bloccata: la partita continua, ma se ricarichi la pagina andrà persa.
saved-not-written = Non è stato possibile salvare.
saved-games-not-kept = La memoria di questo browser è piena o bloccata: le partite finite non vengono conservate.

## Altri dati salvati illeggibili, messi da parte.

## L'indirizzo della pagina indica una partita che non si può aprire.

link-bad-seed = Questo indirizzo indica la partita «{ $text }», che non è un numero di partita (un numero intero inferiore a 9007199254740992).
link-bad-game = Questo indirizzo indica un gioco chiamato «{ $key }», che questa pagina non ha (i giochi disponibili sono { $known }).
link-opens-game = Questo link apre la partita n. { $seed } di { $game }.
link-opens-new-game = Questo link apre una nuova partita di { $game }.

## File dei record.

records-save-failed = Questo browser non è riuscito a salvare il file.
records-not-imported = Non è stato importato nulla: { $why }
records-deleted = Record eliminati.
link-bad-day = Questo indirizzo indica la partita del «{ $text }», che non è una data (la pagina legge le date come 2026-12-01).
link-opens-daily = Questo link apre una partita del giorno di { $game }, con gli stessi dadi per tutti quel giorno.

## Un link a un tavolo su più telefoni che la pagina non apre, o apre in altro modo.
