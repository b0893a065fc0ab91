notice-dismiss = Cerrar el aviso
legend-label = Colores de los dados
legend-colour = { $colour }: { $faces }
