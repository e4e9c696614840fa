//
//  Home+Ext.swift
//  Roommates
//
//  Created by Alessandro Bortoluzzi on 27/02/24.
//

import Foundation

// Mockup for house CloudKit sync test
extension House {
    static var mockup: House {
        let house = House()
        house.name = "Naples's home"
        return house
    }
}
